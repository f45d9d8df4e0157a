/**
 * Wakes a waiting subscription early. A `notify()` that arrives while nobody waits is remembered,
 * so a NOTIFY that lands during a read is not lost: the next `wait()` returns at once.
 */
export class WakeSignal {
  private pending = false;
  private release: (() => void) | null = null;

  notify(): void {
    this.pending = true;
    this.release?.();
  }

  /** Forget earlier notifications: call right before reading what they announced. */
  clear(): void {
    this.pending = false;
  }

  /** Resolves on the next notification (or a remembered one), or after `timeoutMs`. */
  async wait(timeoutMs: number): Promise<void> {
    if (this.pending) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.release = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.release = null;
  }
}
