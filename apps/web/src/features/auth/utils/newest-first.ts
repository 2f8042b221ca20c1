/** Messages newest first by their ISO time; unreadable times go last, ties keep the server's order. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const value = Date.parse(item.createdAt);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
