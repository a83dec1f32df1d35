/** A return path (`r`) is followed only when it stays inside the app. */
export function safeReturnPath(r: string | null): string | null {
  return r && r.startsWith('/') && !r.startsWith('//') && !r.includes('\\') ? r : null;
}
