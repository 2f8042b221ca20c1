/**
 * One stream of the values of several, in arrival order. return() (the client unsubscribed) ends
 * every source at once; a source that ends ends the whole stream, as its subscription would.
 */
export function mergeStreams<T>(sources: AsyncIterableIterator<T>[]): AsyncIterableIterator<T> {
  const waiting = new Map<number, Promise<{ index: number; result: IteratorResult<T> }>>();
  let finished = false;
  const pull = (index: number) => {
    if (!waiting.has(index))
      waiting.set(
        index,
        sources[index]!.next().then((result) => ({ index, result })),
      );
  };
  const finish = async (): Promise<IteratorResult<T>> => {
    finished = true;
    await Promise.all(sources.map((source) => source.return?.()));
    return { value: undefined, done: true };
  };
  return {
    async next(): Promise<IteratorResult<T>> {
      if (finished) return { value: undefined, done: true };
      sources.forEach((_source, index) => pull(index));
      const { index, result } = await Promise.race(waiting.values());
      waiting.delete(index);
      if (result.done) return finish();
      return result;
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
