/** The database's refusal of a write: its message with the cause drizzle wraps it in, or 'accepted'. */
export async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (err) {
    const e = err as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}
