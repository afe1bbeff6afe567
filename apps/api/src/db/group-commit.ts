/** Rows of one insert at most: a statement of bounded size under any load. */
export const GROUP_MAX_ROWS = 100;

/**
 * A group commit (ADR 0068): rows that arrive while an insert is under way wait for the next
 * one, which takes every row queued meanwhile. Alone, a row is written at once; under load one
 * insert, one commit and one wait for the disk serve many answers instead of one each. Each
 * caller's promise settles when its own row has committed, so an answer that waits for it
 * never leaves before its row is durable, and nothing is left in memory to flush at shutdown
 * or before a read. A group that fails is written again row by row: one bad row fails its own
 * caller only.
 */
export function groupCommit<Row>(
  insert: (rows: Row[]) => Promise<unknown>,
  maxRows = GROUP_MAX_ROWS,
): (row: Row) => Promise<void> {
  const queue: { row: Row; settle: (error?: Error) => void }[] = [];
  let draining = false;

  async function writeGroup(group: typeof queue) {
    try {
      await insert(group.map((item) => item.row));
      for (const item of group) item.settle();
    } catch (error) {
      if (group.length === 1) {
        group[0]!.settle(error as Error);
        return;
      }
      for (const item of group) {
        await insert([item.row]).then(
          () => item.settle(),
          (rowError: Error) => item.settle(rowError),
        );
      }
    }
  }

  async function drain() {
    draining = true;
    while (queue.length > 0) await writeGroup(queue.splice(0, maxRows));
    draining = false;
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, settle: (error) => (error ? reject(error) : resolve()) });
      if (!draining) void drain();
    });
}
