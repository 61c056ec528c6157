/** A representative or goal held in the wizard until the patient is created. */
export type LocalItem<T> = T & { localId: string };

/**
 * Spec 1 §2: items added before creation get a client id starting with 'temp_'. They never
 * reach the server (the patient does not exist yet); the creation request sends the values.
 */
export function newLocalId(): string {
  return `temp_${crypto.randomUUID()}`;
}

export function withoutLocalId<T>({ localId: _localId, ...values }: LocalItem<T>): T {
  return values as T;
}
