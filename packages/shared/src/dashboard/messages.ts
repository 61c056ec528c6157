/** The home page's messages, without zod: the page imports them before any form (issue 15). */
export const dashboardMessages = {
  loadError: 'Impossible de charger le tableau de bord',
} as const;
