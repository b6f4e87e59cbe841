/**
 * Reads shared by the callers that ask while one is on its way, without any of them getting an older answer than
 * asking alone would: a caller never joins a read already sent (it may have been answered from before the caller
 * asked). At most one read per key is out; callers that ask meanwhile wait for the next, sent as soon as it returns,
 * and share it. Under load a listings version is then read once per round trip instead of once per request; a caller
 * alone still reads at once.
 */
export class SharedFreshReads<T> {
  /** The read out per key, and the one that callers asking since then share, to be sent when it returns. */
  private readonly out = new Map<string, Promise<T>>();
  private readonly next = new Map<string, Promise<T>>();

  /** `read`'s answer, from a read sent after this call; shared with every caller whose call came before it was sent. */
  read(key: string, read: () => Promise<T>): Promise<T> {
    const waiting = this.next.get(key);
    if (waiting) return waiting;
    const out = this.out.get(key);
    if (!out) return this.send(key, read);
    const settled = () => undefined;
    const next = out.then(settled, settled).then(() => {
      this.next.delete(key);
      return this.send(key, read);
    });
    this.next.set(key, next);
    return next;
  }

  private send(key: string, read: () => Promise<T>): Promise<T> {
    const sent = read();
    this.out.set(key, sent);
    const done = () => {
      if (this.out.get(key) === sent) this.out.delete(key);
    };
    sent.then(done, done);
    return sent;
  }
}
