// The demo history's one line of progress: rewritten in place on a terminal; elsewhere (a log file, CI) only
// its last state is written.
export type Progress = { update: (line: string) => void; done: (line: string) => void };

export function progressLine(out: { isTTY?: boolean; write: (chunk: string) => unknown } = process.stdout): Progress {
  return {
    update: (line) => {
      if (out.isTTY) out.write(`\r\x1b[2K${line}`);
    },
    done: (line) => out.write(out.isTTY ? `\r\x1b[2K${line}\n` : `${line}\n`),
  };
}
