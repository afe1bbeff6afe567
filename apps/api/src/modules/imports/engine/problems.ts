import { IMPORT_REPORT_MAX_PROBLEMS } from '@portal/contracts';
import type { RowProblem } from './kind.ts';

/**
 * The refused rows of one import: every line counted, at most IMPORT_REPORT_MAX_PROBLEMS of
 * their problems kept (a file of a million bad rows must not become a million-line report).
 */
export class ProblemList {
  readonly lines = new Set<number>();
  private readonly kept: RowProblem[] = [];
  /** Refused rows past the cap that were counted set-wise, never listed (duplicates). */
  private unlisted = 0;

  add(problems: readonly RowProblem[]): void {
    for (const problem of problems) {
      this.lines.add(problem.line);
      if (this.kept.length < IMPORT_REPORT_MAX_PROBLEMS) this.kept.push(problem);
    }
  }

  countUnlisted(count: number): void {
    this.unlisted += count;
  }

  get refused(): number {
    return this.lines.size + this.unlisted;
  }

  /** Problems in file order (set-wise checks arrive after the row checks). */
  list(): RowProblem[] {
    return [...this.kept].sort((a, b) => a.line - b.line);
  }
}
