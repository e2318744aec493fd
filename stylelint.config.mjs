// The app's stylesheets use the design tokens (app/src/components/tokens.css) and nothing else: no raw
// colour, type size, space or radius outside that file, so one change there restyles every screen
// (docs/design.md). A value the tokens lack is added there, with its role, not written in place.
const KEYWORDS = [
  '0',
  'auto',
  'inherit',
  'initial',
  'unset',
  'none',
  'transparent',
  'currentColor',
  '100%',
  '50%',
];

/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-declaration-strict-value'],
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    '**/storybook-static/**',
    'app/src/components/tokens.css',
  ],
  rules: {
    'color-no-hex': [
      true,
      { message: 'A colour comes from a --mh-color-* token (app/src/components/tokens.css)' },
    ],
    'color-named': [
      'never',
      { message: 'A colour comes from a --mh-color-* token (app/src/components/tokens.css)' },
    ],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla'],
      { message: 'A colour comes from a --mh-color-* token (app/src/components/tokens.css)' },
    ],
    'scale-unlimited/declaration-strict-value': [
      ['font-size', '/^(margin|padding)/', '/gap$/', '/^border(-[a-z]+)*-radius$/'],
      {
        ignoreValues: KEYWORDS,
        expandShorthand: true,
        message: 'A size comes from a --mh-font-*, --mh-space-*, --mh-inset or --mh-radius-* token',
      },
    ],
  },
  overrides: [
    {
      // A feature composes the one button, it does not restyle it: spacing, rows and row actions are the
      // shared classes in app/src/components/QueryState/QueryState.css.
      files: ['app/src/features/**/*.css'],
      rules: {
        'selector-disallowed-list': [
          ['/\\.mh-button/'],
          {
            message:
              'A feature does not restyle .mh-button: use .mh-button-stack, .mh-button-row or a modifier (docs/design.md "Buttons")',
          },
        ],
      },
    },
  ],
};
