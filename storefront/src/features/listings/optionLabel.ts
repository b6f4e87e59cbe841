/** How a stored enumeration value reads in a select: '4-door-sedan' → '4-Door Sedan', 'awd' → 'AWD'. */
const ACRONYMS = new Set(['suv', 'fwd', 'rwd', 'awd', '4wd', 'cvt']);
const HYPHENATED = /^(\d+)-(door|speed)$/;

export function optionLabel(value: string): string {
  if (ACRONYMS.has(value)) return value.toUpperCase();
  const words = value.split('-');
  const parts: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = `${words[index]}-${words[index + 1] ?? ''}`;
    if (HYPHENATED.test(pair) || pair === 'plug-in' || pair === 'all-wheel' || pair === 'rear-wheel' || pair === 'dual-clutch') {
      parts.push(pair.split('-').map(capitalize).join('-'));
      index++;
    } else {
      parts.push(capitalize(words[index]));
    }
  }
  return parts.join(' ');
}

function capitalize(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}
