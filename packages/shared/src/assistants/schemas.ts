import { z } from 'zod';
import '../zod-config';

/**
 * Sophie (writing) and Myriam (management), spec 3 §2.9: conversations stored per user and
 * assistant, messages streamed by the server (Server-Sent Events).
 */
export const ASSISTANTS = ['sophie', 'myriam'] as const;
export const ZAssistant = z.enum(ASSISTANTS, { error: 'Assistante inconnue' });
export type TAssistant = z.infer<typeof ZAssistant>;

/** Spec 3 §9: placeholder reply after 1 s; the chat opens 300 ms after sending. */
export const PLACEHOLDER_REPLY_DELAY_MS = 1000;
export const CHAT_NAVIGATION_DELAY_MS = 300;
export const MESSAGE_MAX_LENGTH = 20_000;
export const TITLE_MAX_LENGTH = 200;
/** Attachments whose text is given to the assistant: at most 20 Mo each, 5 per message. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_MAX_COUNT = 5;
/** Spec 3 §2.9: what the prompt box accepts. */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg'] as const;
/** Text of the attachments kept per message, after extraction. */
export const ATTACHMENT_TEXT_MAX_LENGTH = 100_000;

export const assistantMessages = {
  emptyPrompt: 'Veuillez saisir un message',
  tooLong: `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH} caractères`,
  titleRequired: 'Le titre ne peut pas être vide',
  titleTooLong: `Le titre ne peut pas dépasser ${TITLE_MAX_LENGTH} caractères`,
  conversationNotFound: 'Conversation introuvable',
  trameNotFound: 'Trame introuvable',
  failed: "L'assistante n'a pas pu répondre. Réessayez.",
  timedOut: "L'assistante met trop de temps à répondre. Réessayez.",
  notConfigured:
    "Aucun modèle d'assistante n'est configuré : les réponses sont des exemples. Voir la section « Assistantes » du README.",
  placeholderReply:
    "Merci pour votre message. Je suis encore en cours de préparation : je pourrai bientôt vous aider pour de vrai.",
  attachmentType: (name: string) =>
    `${name} : seuls les fichiers PDF, DOC, DOCX, TXT, PNG, JPG et JPEG sont acceptés`,
  attachmentSize: (name: string) => `${name} : la taille maximale est de 20 Mo`,
  attachmentCount: `Au plus ${ATTACHMENT_MAX_COUNT} fichiers par message`,
  attachmentUnreadable: (name: string) => `${name} : le texte du fichier n'a pas pu être lu`,
  attachmentImage: (name: string) => `${name} : le contenu des images n'est pas lu, seul son nom est transmis`,
  attachmentTextTooLong: `Le texte des fichiers joints dépasse ${ATTACHMENT_TEXT_MAX_LENGTH.toLocaleString('fr-FR')} caractères : joignez moins de fichiers`,
  attachmentNameRequired: 'Le nom du fichier joint est requis',
  attachmentNameTooLong: 'Le nom du fichier joint ne peut pas dépasser 255 caractères',
  attachmentsReading: 'Lecture des fichiers joints…',
} as const;

export const ZAssistantParam = z.object({ assistant: ZAssistant });

export const ZConversationTitle = z
  .string({ error: assistantMessages.titleRequired })
  .trim()
  .min(1, assistantMessages.titleRequired)
  .max(TITLE_MAX_LENGTH, assistantMessages.titleTooLong);

export const ZCreateConversation = z.object({
  title: ZConversationTitle.optional(),
  patientId: z.uuid({ error: 'Patient invalide' }).nullable().optional(),
});
export type TCreateConversation = z.infer<typeof ZCreateConversation>;

export const ZRenameConversation = z.object({ title: ZConversationTitle });
export type TRenameConversation = z.infer<typeof ZRenameConversation>;

export const ZMessageContent = z
  .string({ error: assistantMessages.emptyPrompt })
  .trim()
  .min(1, assistantMessages.emptyPrompt)
  .max(MESSAGE_MAX_LENGTH, assistantMessages.tooLong);

/**
 * A file joined to a message, as the server read it (POST /assistants/attachments): its name and
 * its text, or null when there is none to read (an image, a scan); `notice` says why, in French.
 */
export const ZMessageAttachment = z.object({
  name: z
    .string({ error: assistantMessages.attachmentNameRequired })
    .trim()
    .min(1, assistantMessages.attachmentNameRequired)
    .max(255, assistantMessages.attachmentNameTooLong),
  text: z.string({ error: assistantMessages.attachmentTextTooLong }).max(ATTACHMENT_TEXT_MAX_LENGTH, assistantMessages.attachmentTextTooLong).nullable(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZReadAttachment = ZMessageAttachment.extend({ notice: z.string().nullable() });
export type TReadAttachment = z.infer<typeof ZReadAttachment>;

export const ZSendMessage = z.object({
  content: ZMessageContent,
  /** Sophie: the trame whose template the draft follows. */
  trameId: z.uuid({ error: 'Trame invalide' }).nullable().optional(),
  /** The text of the joined files, given to the model with the message (pseudonymised). */
  attachments: z
    .array(ZMessageAttachment, { error: assistantMessages.attachmentCount })
    .max(ATTACHMENT_MAX_COUNT, assistantMessages.attachmentCount)
    .refine((all) => all.reduce((n, a) => n + (a.text?.length ?? 0), 0) <= ATTACHMENT_TEXT_MAX_LENGTH, assistantMessages.attachmentTextTooLong)
    .optional(),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

export const ZConversationPatient = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  civilite: z.string(),
  dateOfBirth: z.string(),
});
export type TConversationPatient = z.infer<typeof ZConversationPatient>;

export const ZConversation = z.object({
  id: z.uuid(),
  assistant: ZAssistant,
  title: z.string(),
  patient: ZConversationPatient.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const MESSAGE_STATUSES = ['done', 'stopped', 'error'] as const;
export const ZChatMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Names of the files joined to a question. */
  attachments: z.array(z.string()),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZConversationDetail = ZConversation.extend({ messages: z.array(ZChatMessage) });
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

export const ZConversationList = z.object({ items: z.array(ZConversation), total: z.number() });
export type TConversationList = z.infer<typeof ZConversationList>;

export const ZAssistantStatus = z.object({ configured: z.boolean() });
export type TAssistantStatus = z.infer<typeof ZAssistantStatus>;

/**
 * The events of a message stream: `delta` { text } as the answer grows, then `done`
 * { messageId, status } or `error` { message } (the conversation is kept either way).
 */
export type TStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { messageId: string; status: TChatMessage['status'] } }
  | { event: 'error'; data: { message: string } };

/** Sophie writes a draft between these tags; the chat shows it in 'Document de rédaction'. */
export const DOCUMENT_OPEN_TAG = '<document>';
export const DOCUMENT_CLOSE_TAG = '</document>';

/** The draft of an answer (inside <document>…</document>, even while it streams) and the rest. */
export function splitDocument(answer: string): { chat: string; document: string | null } {
  const start = answer.indexOf(DOCUMENT_OPEN_TAG);
  if (start < 0) return { chat: answer, document: null };
  const afterOpen = start + DOCUMENT_OPEN_TAG.length;
  const end = answer.indexOf(DOCUMENT_CLOSE_TAG, afterOpen);
  const document = (end < 0 ? answer.slice(afterOpen) : answer.slice(afterOpen, end)).trim();
  const rest = end < 0 ? '' : answer.slice(end + DOCUMENT_CLOSE_TAG.length);
  return { chat: `${answer.slice(0, start)}${rest}`.trim(), document };
}
