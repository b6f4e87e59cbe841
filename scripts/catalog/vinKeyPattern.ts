/**
 * vPIC's pattern keys: which VINs a pattern applies to, written over the VIN's positions 4-8 and, after a '|',
 * from position 10 on. Each position is a character, '*' (any) or a class such as '[A-HJ-M9]'; a key shorter than
 * its part leaves the rest open. Two patterns apply to a common VIN when every position they both constrain shares
 * a character.
 */

/** The characters a position allows; undefined allows any. */
type Position = ReadonlySet<string> | undefined;

export interface KeyPattern {
  readonly descriptor: readonly Position[];
  readonly serial: readonly Position[];
}

function expandClass(body: string): Set<string> {
  const characters = new Set<string>();
  for (let index = 0; index < body.length; index++) {
    const from = body[index]!;
    if (body[index + 1] === '-' && index + 2 < body.length) {
      const to = body[index + 2]!;
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) characters.add(String.fromCharCode(code));
      index += 2;
    } else characters.add(from);
  }
  return characters;
}

function parsePart(part: string): Position[] {
  const positions: Position[] = [];
  for (let index = 0; index < part.length; index++) {
    const character = part[index]!;
    if (character === '*') positions.push(undefined);
    else if (character === '[') {
      const end = part.indexOf(']', index);
      if (end < 0) throw new Error(`Unclosed class in vPIC key '${part}'`);
      positions.push(expandClass(part.slice(index + 1, end).toUpperCase()));
      index = end;
    } else positions.push(new Set([character.toUpperCase()]));
  }
  return positions;
}

export function parseKey(keys: string): KeyPattern {
  const [descriptor = '', serial = ''] = keys.trim().split('|');
  return { descriptor: parsePart(descriptor), serial: parsePart(serial) };
}

function positionsShare(a: Position, b: Position): boolean {
  if (!a || !b) return true;
  for (const character of a) if (b.has(character)) return true;
  return false;
}

function partsOverlap(a: readonly Position[], b: readonly Position[]): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) if (!positionsShare(a[index], b[index])) return false;
  return true;
}

/** Whether some VIN matches both patterns. */
export function keysOverlap(a: KeyPattern, b: KeyPattern): boolean {
  return partsOverlap(a.descriptor, b.descriptor) && partsOverlap(a.serial, b.serial);
}

function intersectPosition(a: Position, b: Position): Position {
  if (!a) return b;
  if (!b) return a;
  return new Set([...a].filter((character) => b.has(character)));
}

function intersectParts(a: readonly Position[], b: readonly Position[]): Position[] {
  const length = Math.max(a.length, b.length);
  return Array.from({ length }, (_, index) => intersectPosition(a[index], b[index]));
}

/** The VINs both patterns match, as one pattern (call only when they overlap). */
export function intersectKeys(a: KeyPattern, b: KeyPattern): KeyPattern {
  return { descriptor: intersectParts(a.descriptor, b.descriptor), serial: intersectParts(a.serial, b.serial) };
}

/** The positions a pattern constrains, numbered over both parts (the serial's after the descriptor's five). */
export function constrained(pattern: KeyPattern): Map<number, ReadonlySet<string>> {
  const positions = new Map<number, ReadonlySet<string>>();
  pattern.descriptor.forEach((allowed, index) => allowed && positions.set(index, allowed));
  pattern.serial.forEach((allowed, index) => allowed && positions.set(5 + index, allowed));
  return positions;
}

/** Beyond this many combinations, coverage is not worked out (and counts as not covered). */
const maxCombinations = 50_000;

/** Per position, the characters a schema's patterns use: the VINs it describes use no others. */
export type Alphabet = ReadonlyMap<number, ReadonlySet<string>>;

export function alphabetOf(patterns: readonly KeyPattern[]): Alphabet {
  const alphabet = new Map<number, Set<string>>();
  for (const pattern of patterns)
    for (const [position, allowed] of constrained(pattern)) {
      const characters = alphabet.get(position) ?? new Set<string>();
      for (const character of allowed) characters.add(character);
      alphabet.set(position, characters);
    }
  return alphabet;
}

/**
 * Whether every VIN of the schema that the inner pattern matches is matched by at least one of the outer patterns:
 * the inner pattern's characters (the schema's alphabet where it leaves a position open) are enumerated over the
 * positions the outer ones constrain.
 */
export function keysCover(outers: readonly KeyPattern[], inner: KeyPattern, alphabet: Alphabet): boolean {
  const outerPositions = outers.map(constrained);
  const innerPositions = constrained(inner);
  const positions = [...new Set(outerPositions.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);
  const choices: string[][] = [];
  let combinations = 1;
  for (const position of positions) {
    const allowed = innerPositions.get(position) ?? alphabet.get(position);
    if (!allowed) return false;
    choices.push([...allowed]);
    combinations *= allowed.size;
    if (combinations > maxCombinations) return false;
  }
  const matches = (chosen: readonly string[]) =>
    outerPositions.some((outer) =>
      positions.every((position, index) => !outer.has(position) || outer.get(position)!.has(chosen[index]!)),
    );
  const chosen: string[] = [];
  const every = (depth: number): boolean => {
    if (depth === positions.length) return matches(chosen);
    return choices[depth]!.every((character) => {
      chosen[depth] = character;
      return every(depth + 1);
    });
  };
  return every(0);
}
