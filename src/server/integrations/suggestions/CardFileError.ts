/** A company card that cannot be read; the message is Russian and is shown as it is (400). */
export class CardFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardFileError';
  }
}
