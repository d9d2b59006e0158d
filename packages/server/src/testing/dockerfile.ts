/** One instruction of a Dockerfile (continuation lines joined, comments dropped). */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  /** The FROM image, or the stage it builds on. */
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, in order; enough structure for static checks of its layers. */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\w+)\s+([\s\S]*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args: args.trim() });
    }
  }
  return stages;
}

/** The instructions a stage runs, those of the stages it builds on first. */
export function chainOf(stages: Stage[], stage: Stage): Instruction[] {
  const parent = stages.find((candidate) => candidate.name === stage.from);
  return [...(parent ? chainOf(stages, parent) : []), ...stage.instructions];
}

/** The image a stage starts from, through the stages it builds on. */
export function baseImageOf(stages: Stage[], stage: Stage): string {
  const parent = stages.find((candidate) => candidate.name === stage.from);
  return parent ? baseImageOf(stages, parent) : stage.from;
}

/** `COPY [--from=x] [--chown=y] src… dest` → { from, sources, dest }. */
export function copyParts(args: string) {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}
