/** Lower case, punctuation and symbols as spaces: words to compare, as a screen or a voice gives them. */
function words(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The accessible name of a control that shows a short text (a language code, a wordmark) and is
 * named at more length: the name holds the shown text as words of its own, first when it did not
 * already, so that someone who speaks what they see to their voice control reaches it (WCAG 2.5.3,
 * label in name): "EN – Language: English", "TALAT – หน้าแรก ตลาด เอฟซี". A name that already holds
 * it ("Currency: THB") stays as it is.
 */
export function nameWithShownText(shown: string, name: string): string {
  const seen = words(shown);
  if (!seen || ` ${words(name)} `.includes(` ${seen} `)) return name;
  return `${shown.trim()} – ${name}`;
}
