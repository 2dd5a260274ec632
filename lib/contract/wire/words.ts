/**
 * A stored word read back as one of the contract's (a status, a reason, an action). The database
 * keeps them as text; the server writes only the contract's words, so any other is a defect worth
 * stopping on rather than an answer to send.
 */
export function wordOf<const Words extends readonly string[]>(
  words: Words,
  value: string,
  what: string,
): Words[number] {
  const word = words.find((known) => known === value);
  if (word === undefined) throw new Error(`${what} "${value}" is not one of ${words.join(', ')}`);
  return word;
}
