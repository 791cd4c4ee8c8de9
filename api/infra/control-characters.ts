/**
 * Whether `value` has a control character — U+0000–U+001F (but tab, CR and LF when `textOk`) or
 * U+007F — or a lone surrogate (no character at all; databases refuse or alter it).
 */
export function hasControlCharacter(value: string, textOk = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(textOk && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    }
  }
  return false;
}
