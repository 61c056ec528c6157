/** Areas of the route table (spec 3 §2.1) whose screens come in later versions. */
export const PLACEHOLDER_ROUTES = [
  {
    path: 'sophie',
    area: 'Sophie',
    description: 'Sophie, votre assistante de rédaction, arrive bientôt.',
  },
  {
    path: 'myriam',
    area: 'Myriam',
    description: 'Myriam, votre assistante de gestion, arrive bientôt.',
  },
] as const;
