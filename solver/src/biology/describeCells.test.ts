import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readTask } from '../read';
import { describe as describeTask } from '../task/describe';
import { taskText } from '../task/text';

const read = (s: string) => readTask(normalize(s)).task;

describe('DNA, chi-square and cell tasks written as text read back as the same task', () => {
  it.each([
    'A DNA sample contains 30% adenine. What percentage of guanine?',
    "complementary strand of 5'-ATGCCGTA-3'",
    "mRNA transcribed from the template strand 3'-TACGGATTC-5'",
    'translate the mRNA GCAUGAAAUGA',
    "What amino acid sequence is coded by the mRNA 5'-AUG UUU GGC UAG-3'?",
    'an mRNA of 900 nucleotides including the stop codon: how many amino acids?',
    'How many codons are there in an mRNA of 312 nucleotides?',
    'Observed 315, 108, 101, 32; expected ratio 9:3:3:1. χ² value at p = 0.01?',
    'How many degrees of freedom for a chi-square test of a 9:3:3:1 ratio?',
    '3 cells each divide 3 times by mitosis: how many cells?',
    'A cell with 2n = 8 undergoes meiosis. How many chromosomes in each daughter cell?',
    'surface area to volume ratio of a cube cell of side 2 µm',
    'A student counted a total of 42 cells, 32 of which had visible chromosomes. Calculate the mitotic index as a percentage.',
    'The mitotic index is 15% and the cell cycle is 16 hours. How long does mitosis take?',
    'In a root tip 200 cells were counted and 20 of them were in prophase. The cell cycle takes 24 hours. How long does prophase last in minutes?',
  ])('%s', (input) => {
    const task = read(input);
    expect(task).not.toBeNull();
    if (task) {
      expect(read(taskText(task))).toEqual(task);
      expect(JSON.stringify(describeTask(task, 'fr')) + JSON.stringify(describeTask(task, 'en'))).not.toContain('undefined');
    }
  });
});
