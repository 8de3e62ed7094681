/**
 * The device has no room to keep a submission until it can be sent. Apart from the room check
 * (storage-space.ts, loaded with the sending code) so that a form's first download, which only
 * tells this error apart, does not carry the check.
 */
export class StorageFullError extends Error {
  constructor() {
    super('Not enough storage space on this device to save the submission')
    this.name = 'StorageFullError'
  }
}
