/** The words of a failed call for the person: the server's own message, or the error's. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
