/** Writes a group of requests at once; one outcome per request, in the order given. */
export type GroupWrite<Request, Outcome> = (requests: Request[]) => Promise<Outcome[]>;

interface Waiting<Request, Outcome> {
  request: Request;
  size: number;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

export interface GroupCommit<Request, Outcome> {
  /** Resolves with this request's own outcome once the write that carried it has committed. */
  submit(request: Request, size?: number): Promise<Outcome>;
}

export interface GroupLimits {
  /** most requests' size (responses) one write carries; a single larger request goes alone */
  maxSize: number;
  /** writes at the same time; the requests that arrive while all are busy wait for the next free one */
  maxInFlight: number;
}

/**
 * Group commit: up to `maxInFlight` writes at once; the requests that arrive while all are busy
 * wait and go together in the next write, up to `maxSize`. When no write is in flight a request is
 * written at once, so a lone request waits for nobody; while one is, the next write starts after
 * the current turn of the event loop, so the requests whose sockets were read in that turn share
 * it instead of each taking a write of its own (no timer: D73, D78). A write that throws rejects
 * exactly the requests it carried; the queue goes on with the next.
 */
export function groupCommit<Request, Outcome>(write: GroupWrite<Request, Outcome>, limits: GroupLimits): GroupCommit<Request, Outcome> {
  const { maxSize, maxInFlight } = limits;
  const waiting: Waiting<Request, Outcome>[] = [];
  let writing = 0;

  const nextGroup = (): Waiting<Request, Outcome>[] => {
    let size = 0;
    let count = 0;
    while (count < waiting.length) {
      const itemSize = waiting[count]?.size ?? 0;
      if (count > 0 && size + itemSize > maxSize) break;
      size += itemSize;
      count++;
    }
    return waiting.splice(0, count);
  };

  const drain = async () => {
    writing++;
    while (waiting.length > 0) {
      const group = nextGroup();
      try {
        const outcomes = await write(group.map((w) => w.request));
        group.forEach((w, i) => (i < outcomes.length ? w.resolve(outcomes[i] as Outcome) : w.reject(new Error('group write gave no outcome'))));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    writing--;
  };

  // a write is in flight: the next starts after this turn of the event loop, carrying every request it brought
  let gathering = false;
  const gatherThenDrain = () => {
    gathering = true;
    setImmediate(() => {
      gathering = false;
      if (waiting.length > 0 && writing < maxInFlight) void drain();
    });
  };

  return {
    submit(request, size = 1) {
      const outcome = new Promise<Outcome>((resolve, reject) => waiting.push({ request, size, resolve, reject }));
      if (writing === 0) void drain();
      else if (writing < maxInFlight && !gathering) gatherThenDrain();
      return outcome;
    },
  };
}
