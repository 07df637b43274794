/** The attribution DiceBear writes into each portrait (`<dc:rights>`: work, author, licence), which CC BY asks for. */
export function portraitCredit(svg: string, id: string): string {
  const rights = /<dc:rights>([^<]+)<\/dc:rights>/.exec(svg)?.[1];
  if (!rights) throw new Error(`ready-portraits (src/plugins/portraits): the portrait of ${id} carries no <dc:rights> credit to keep.`);
  return rights;
}
