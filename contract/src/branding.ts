import { z } from 'zod';
import { solutionAnswer, solutionInterpretation, solutionStep } from './solve';

/** White-label (Pro): a tutor's name, logo and accent colour on exported PDFs and shared links. */
export const BRAND_NAME_MAX = 80;
/** A logo's file size, decoded. */
export const MAX_LOGO_BYTES = 200 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/svg+xml'] as const;
export type LogoMime = (typeof LOGO_MIME_TYPES)[number];
export const DEFAULT_ACCENT_COLOR = '#2563eb';

export const brandingBody = z.object({
  displayName: z.string({ error: 'brandNameRequired' }).trim().min(1, { error: 'brandNameRequired' }).max(BRAND_NAME_MAX, { error: 'brandNameTooLong' }),
  accentColor: z.string({ error: 'accentColorInvalid' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'accentColorInvalid' }).transform((c) => c.toLowerCase()),
});
export type BrandingBody = z.input<typeof brandingBody>;

/** A PNG or SVG file as a data URL (as the OCR upload sends images); base64 of 200 KB is about 273 KB. */
export const brandingLogoBody = z.object({
  logoData: z.string({ error: 'logoInvalidType' }).min(1, { error: 'logoInvalidType' }).max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 200, { error: 'logoTooLarge' }),
});
export type BrandingLogoBody = z.input<typeof brandingLogoBody>;

export const branding = z.object({
  displayName: z.string(),
  accentColor: z.string(),
  /** The logo's URL (changes when the logo does), or null without a logo. */
  logoUrl: z.string().nullable(),
  logoMime: z.enum(LOGO_MIME_TYPES).nullable(),
  updatedAt: z.string(),
});
export type Branding = z.infer<typeof branding>;
export const brandingResponse = z.object({ branding: branding.nullable() });
export type BrandingResponse = z.infer<typeof brandingResponse>;

/** Read-only public links to one solution: `/s/{token}`. */
export const shareLink = z.object({
  id: z.string(),
  problemId: z.string(),
  token: z.string(),
  /** The page's path, `/s/{token}`. */
  path: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLink>;
export const shareLinkList = z.array(shareLink);
export const shareLinkBody = z.object({ problemId: z.uuid({ error: 'notFound' }) });
export type ShareLinkBody = z.input<typeof shareLinkBody>;
export const shareLinksQuery = z.object({ problemId: z.uuid({ error: 'notFound' }).optional() });
export const shareLinkParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });
export const shareTokenParams = z.object({ token: z.string().max(64, { error: 'notFound' }) });

/** The brand a shared page and an export carry: the tutor's (Pro with branding) or the product's. */
export const shareBrand = z.object({
  /** True for a tutor's branding; false for the product's own (name and colours of the app). */
  custom: z.boolean(),
  displayName: z.string().nullable(),
  accentColor: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type ShareBrand = z.infer<typeof shareBrand>;

/** GET /api/share/{token}: what the public page shows, nothing else of the owner's. */
export const sharedSolution = z.object({
  brand: shareBrand,
  problem: z.object({ rawInput: z.string(), ocrText: z.string().nullable(), subject: z.string().nullable(), createdAt: z.string() }),
  solution: z
    .object({
      stepsJson: z.array(solutionStep),
      finalAnswer: z.string().nullable(),
      verified: z.boolean(),
      verification: z.string().nullable(),
      answer: solutionAnswer.nullable(),
      interpretation: solutionInterpretation.nullable(),
    })
    .nullable(),
});
export type SharedSolution = z.infer<typeof sharedSolution>;
