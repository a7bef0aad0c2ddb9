/**
 * The registry's colours (spec §9) made legible (WCAG 2.1 AA, issue 14). The brand teal #25bcaf stays for large
 * decorative surfaces (the sign-in background, the top bar's accent line, the logo); against white it reaches only
 * 2.4:1, so every text, link, primary button and active state uses a darker teal of the same hue that reaches 4.5:1
 * both as text on white and under white text. Status colours and greys are darkened the same way; their pale
 * backgrounds stay antd's. theme-tokens.test.ts proves each pair's ratio.
 */

/** Spec §9's theme colour: backgrounds and accents without text on them. */
export const BRAND_TEAL = '#25bcaf';
/** Text, links, primary buttons, selected items, the top bar: 5.5:1 with white. */
export const PRIMARY = '#0f766e';
/** Hover goes darker (antd's default goes lighter, which would drop below 4.5:1 under white text). */
export const PRIMARY_HOVER = '#0c6b63';
export const PRIMARY_ACTIVE = '#0a5a53';
/** The pale teal behind a selected menu item or an active tab. */
export const PRIMARY_BG = '#e6f7f5';
export const PRIMARY_BG_HOVER = '#d2f0ec';
/** antd draws a focused button's ring and some outlines in this colour: 3:1 against white and the page (WCAG 1.4.11). */
export const PRIMARY_BORDER = '#1a8f85';

export const WHITE = '#ffffff';
/** The page background (global.css) and antd's table header and disabled fields. */
export const PAGE_BG = '#f5f7f7';
export const TABLE_HEADER_BG = '#fafafa';
export const DISABLED_BG = '#f5f5f5';

/** antd's greys are black with alpha: tertiary texts (descriptions, breadcrumbs, hints, footers) and placeholders. */
export const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.6)';
export const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.56)';

export const SUCCESS = '#237804';
export const WARNING = '#a05e00';
export const ERROR = '#cf1322';
export const ERROR_HOVER = '#a8071a';
export const ERROR_ACTIVE = '#820014';
export const INFO = '#0958d9';
/** antd's own pale backgrounds and borders of the status colours, kept (derived from the darker seeds they would turn brown). */
export const STATUS_BG = { success: '#f6ffed', warning: '#fffbe6', error: '#fff2f0', info: '#e6f4ff' } as const;

/**
 * The text of antd's coloured tags (`<Tag color="green">`) is the palette's 7th shade, for some colours too light on the
 * palette's 1st (green 3.4:1, gold 2.8:1): those take a darker shade of their own palette. `bg` is that 1st shade.
 */
export const PRESET_TAG_TEXT = {
  cyan7: { fg: '#006d75', bg: '#e6fffb' },
  green7: { fg: '#237804', bg: '#f6ffed' },
  orange7: { fg: '#ad4e00', bg: '#fff7e6' },
  yellow7: { fg: '#876800', bg: '#feffe6' },
  volcano7: { fg: '#ad2102', bg: '#fff2e8' },
  gold7: { fg: '#874d00', bg: '#fffbe6' },
  lime7: { fg: '#3f6600', bg: '#fcffe6' },
} as const;
// antd keeps each shade under two names (green7 and green-7, the second one names the CSS variable): both are set
const presetTagTokens: Record<string, string> = Object.fromEntries(
  Object.entries(PRESET_TAG_TEXT).flatMap(([k, v]) => [
    [k, v.fg],
    [k.replace(/(\d+)$/, '-$1'), v.fg],
  ]),
);

/** The antd tokens of theme.tsx (a plain object, so the unit test reads it without React). */
export const themeTokens = {
  colorPrimary: PRIMARY,
  colorPrimaryHover: PRIMARY_HOVER,
  colorPrimaryActive: PRIMARY_ACTIVE,
  colorPrimaryText: PRIMARY,
  colorPrimaryTextHover: PRIMARY_HOVER,
  colorPrimaryTextActive: PRIMARY_ACTIVE,
  colorPrimaryBg: PRIMARY_BG,
  colorPrimaryBgHover: PRIMARY_BG_HOVER,
  colorPrimaryBorder: PRIMARY_BORDER,
  colorLink: PRIMARY,
  colorLinkHover: PRIMARY_HOVER,
  colorLinkActive: PRIMARY_ACTIVE,
  colorInfo: INFO,
  colorInfoBg: STATUS_BG.info,
  colorInfoBorder: '#91caff',
  colorSuccess: SUCCESS,
  colorSuccessBg: STATUS_BG.success,
  colorSuccessBorder: '#b7eb8f',
  colorWarning: WARNING,
  colorWarningBg: STATUS_BG.warning,
  colorWarningBorder: '#ffe58f',
  colorError: ERROR,
  colorErrorHover: ERROR_HOVER,
  colorErrorActive: ERROR_ACTIVE,
  colorErrorBg: STATUS_BG.error,
  colorErrorBorder: '#ffccc7',
  colorTextTertiary: TEXT_TERTIARY,
  colorTextDescription: TEXT_TERTIARY,
  colorTextPlaceholder: TEXT_PLACEHOLDER,
  ...presetTagTokens,
};

/**
 * Per component: a month calendar's dates of the neighbouring months are antd's disabled grey (1.8:1), yet they are
 * dates one reads and picks (the trade calendar), so they take the tertiary grey.
 */
export const componentTokens = {
  Calendar: { colorTextDisabled: TEXT_TERTIARY },
};

/** Every text colour with the backgrounds it is shown on: each pair must reach 4.5:1. */
export const TEXT_PAIRS: ReadonlyArray<{ name: string; fg: string; bg: string }> = [
  ...[PRIMARY, PRIMARY_HOVER, PRIMARY_ACTIVE].flatMap((c) => [
    { name: `white text on ${c} (primary button, top bar)`, fg: WHITE, bg: c },
    { name: `${c} text on white (link, active menu item)`, fg: c, bg: WHITE },
    { name: `${c} text on the page background`, fg: c, bg: PAGE_BG },
    { name: `${c} text on the selected item's pale teal`, fg: c, bg: PRIMARY_BG },
    { name: `${c} text on the hovered item's pale teal`, fg: c, bg: PRIMARY_BG_HOVER },
  ]),
  { name: 'tertiary text on white', fg: TEXT_TERTIARY, bg: WHITE },
  { name: 'tertiary text on a table header', fg: TEXT_TERTIARY, bg: TABLE_HEADER_BG },
  { name: 'tertiary text on the page background', fg: TEXT_TERTIARY, bg: PAGE_BG },
  { name: 'placeholder on white', fg: TEXT_PLACEHOLDER, bg: WHITE },
  { name: 'placeholder in a disabled field', fg: TEXT_PLACEHOLDER, bg: DISABLED_BG },
  ...(['success', 'warning', 'error', 'info'] as const).flatMap((k) => {
    const fg = { success: SUCCESS, warning: WARNING, error: ERROR, info: INFO }[k];
    return [
      { name: `${k} text on white`, fg, bg: WHITE },
      { name: `${k} text on its pale background (tag, alert)`, fg, bg: STATUS_BG[k] },
    ];
  }),
  ...Object.entries(PRESET_TAG_TEXT).map(([k, { fg, bg }]) => ({ name: `${k} tag text on its pale background`, fg, bg })),
  { name: 'white text on a danger button', fg: WHITE, bg: ERROR },
  { name: 'white text on a hovered danger button', fg: WHITE, bg: ERROR_HOVER },
];

/** Focus rings and control outlines with what surrounds them: each pair must reach 3:1 (WCAG 1.4.11). */
export const NON_TEXT_PAIRS: ReadonlyArray<{ name: string; fg: string; bg: string }> = [
  { name: 'focus ring on white', fg: PRIMARY_BORDER, bg: WHITE },
  { name: 'focus ring on the page background', fg: PRIMARY_BORDER, bg: PAGE_BG },
  { name: 'focus ring (global.css) on white', fg: PRIMARY, bg: WHITE },
  { name: "white focus ring on the top bar's darker teal", fg: WHITE, bg: PRIMARY },
];
