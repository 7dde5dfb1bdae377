import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';

/**
 * WCAG AA for every state of every button variant, in both themes, computed from the colour
 * tokens the variants' classes name (index.css): text 4.5:1 at rest, hovered (also what a press
 * shows: no variant has an active colour of its own), focused and disabled, on every surface a
 * button sits on; the focus ring 3:1 against those surfaces. Axe in the browser skips disabled
 * buttons and sees one page at a time; this covers every combination.
 */

// Read as a file: the test runner stubs stylesheet imports.
const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../index.css'), 'utf8');

type Rgb = [number, number, number];
const THEMES = ['light', 'dark'] as const;
const VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const SURFACES = ['background', 'card', 'popover', 'muted'] as const;
const STATES = ['rest', 'hover', 'active', 'focus', 'disabled'] as const;
type State = (typeof STATES)[number];

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} block in index.css`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

const THEME_TOKENS = { light: block(':root'), dark: { ...block(':root'), ...block('.dark') } };

/** oklch(L C h) → gamma-encoded sRGB in [0, 1] (clipped, as browsers draw it). */
function oklch(value: string): Rgb {
  const match = /^oklch\(([\d.]+)\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`not an opaque oklch() colour: ${value}`);
  const [L, C, h] = match.slice(1).map(Number);
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s];
  const encode = (x: number) => {
    const c = Math.min(1, Math.max(0, x));
    return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  };
  return [encode(linear[0]), encode(linear[1]), encode(linear[2])];
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(x: Rgb, y: Rgb): number {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The token a variant's classes give `kind` (bg or text) in a state, or undefined when none does.
 * A state's own class wins over the resting one; a translucent colour (`bg-primary/90`) fails
 * outright, since its contrast depends on whatever is behind the button.
 */
function tokenFor(classes: string[], tokens: Record<string, string>, state: State, kind: 'bg' | 'text'): string | undefined {
  const prefix = state === 'hover' || state === 'active' ? 'hover:' : state === 'disabled' ? 'disabled:' : '';
  const pick = (wanted: string) => {
    for (const cls of [...classes].reverse()) {
      const match = new RegExp(`^${wanted}${kind}-([a-z-]+)(/\\d+)?$`).exec(cls);
      if (!match || !(match[1] in tokens)) continue;
      if (match[2]) throw new Error(`translucent ${cls}: the contrast would depend on what lies behind the button`);
      return match[1];
    }
    return undefined;
  };
  return (prefix && pick(prefix.replace(':', '\\:'))) || pick('');
}

const cases = THEMES.flatMap((theme) => VARIANTS.flatMap((variant) => STATES.map((state) => ({ theme, variant, state }))));

describe('button colours', () => {
  it.each(cases)('$variant, $state, $theme theme: text at least 4.5:1 on every surface', ({ theme, variant, state }) => {
    const tokens = THEME_TOKENS[theme];
    const classes = buttonVariants({ variant }).split(/\s+/);
    // Opacity blends text and background into the backdrop: no state may fade the button.
    expect(classes.filter((cls) => /^([a-z-]+:)*opacity-/.test(cls))).toEqual([]);
    const text = tokenFor(classes, tokens, state, 'text') ?? 'foreground';
    const background = tokenFor(classes, tokens, state, 'bg');
    for (const surface of background ? [background] : SURFACES) {
      const ratio = contrast(oklch(tokens[text]), oklch(tokens[surface]));
      expect(ratio, `${text} on ${surface}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(THEMES)('the focus ring stands out 3:1 from every surface (%s theme)', (theme) => {
    const tokens = THEME_TOKENS[theme];
    expect(buttonVariants()).toMatch(/focus-visible:ring-ring/);
    for (const surface of SURFACES) {
      const ratio = contrast(oklch(tokens.ring), oklch(tokens[surface]));
      expect(ratio, `ring on ${surface}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses a translucent hover colour, whose contrast depends on the backdrop', () => {
    expect(() => tokenFor(['bg-primary', 'hover:bg-primary/90'], THEME_TOKENS.light, 'hover', 'bg')).toThrow(/translucent hover:bg-primary\/90/);
    expect(tokenFor(['bg-primary', 'hover:bg-primary-hover'], THEME_TOKENS.light, 'hover', 'bg')).toBe('primary-hover');
    expect(tokenFor(['bg-primary'], THEME_TOKENS.light, 'disabled', 'bg')).toBe('primary');
  });
});
