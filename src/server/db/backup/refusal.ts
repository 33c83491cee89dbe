/** A refusal or failure worded for the shop's owner; the scripts print its message without a stack. */
export class BackupError extends Error {}
