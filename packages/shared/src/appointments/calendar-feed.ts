import { z } from 'zod';
import '../zod-config';

/**
 * Private calendar feed (issue 17 §4): one iCal subscription address per practitioner and space,
 * with a random token stored hashed (shown once, at creation), read-only, revocable.
 */
export const calendarFeedMessages = {
  hideNamesInvalid: 'Le choix « Masquer les noms des patients » doit être oui ou non',
  notFound: "Aucun lien d'abonnement actif",
  created: "Lien d'abonnement créé",
  updated: 'Option enregistrée',
  revoked: 'Lien révoqué : les agendas abonnés ne reçoivent plus vos rendez-vous',
  copied: 'Lien copié',
  copyFailed: 'Copie impossible : sélectionnez le lien et copiez-le',
} as const;

/** What a hidden-name event is called in the feed: 'Rendez-vous' and the type. */
export const FEED_HIDDEN_SUMMARY = 'Rendez-vous';
export const FEED_FREE_SLOT_SUMMARY = 'Créneau libre';
/** The feed covers this window around today. */
export const FEED_PAST_DAYS = 90;
export const FEED_FUTURE_DAYS = 400;

export const ZCalendarFeedInput = z
  .object({ hideNames: z.boolean({ error: calendarFeedMessages.hideNamesInvalid }) })
;
export type TCalendarFeedInput = z.infer<typeof ZCalendarFeedInput>;

export const ZCalendarFeed = z
  .object({
    id: z.uuid(),
    hideNames: z.boolean(),
    createdAt: z.string(),
    /** The subscription address: only in the answer that creates it (the token is kept hashed). */
    url: z.string().nullable(),
  });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarFeedState = z.object({ feed: ZCalendarFeed.nullable() });
export type TCalendarFeedState = z.infer<typeof ZCalendarFeedState>;
