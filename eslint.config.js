import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Globals PocketBase's JS VM gives hooks and migrations (see pb_data/types.d.ts). */
const pocketbaseGlobals = Object.fromEntries(
  `
  $apis $app $dbx $filepath $filesystem $http $mails $os $security $template __hooks
  ApiError BadRequestError ForbiddenError NotFoundError UnauthorizedError TooManyRequestsError
  InternalServerError ValidationError AppleClientSecretCreateForm RecordUpsertForm
  TestEmailSendForm TestS3FilesystemForm Collection Command Context Cookie DateTime
  DynamicModel MailerMessage Middleware Record RequestInfo SubscriptionMessage Timezone
  Field FieldsList AutodateField BoolField DateField EditorField EmailField FileField
  GeoPointField JSONField NumberField PasswordField RelationField SelectField TextField URLField
  arrayOf cronAdd cronRemove migrate nullArray nullBool nullFloat nullInt nullObject nullString
  readerToString routerAdd routerUse sleep toBytes toString unmarshal
  onBackupCreate onBackupRestore onBatchRequest onBootstrap onSettingsListRequest
  onSettingsReload onSettingsUpdateRequest onTerminate onFileDownloadRequest onFileTokenRequest
  onCollectionAfterCreateError onCollectionAfterCreateSuccess onCollectionAfterDeleteError
  onCollectionAfterDeleteSuccess onCollectionAfterUpdateError onCollectionAfterUpdateSuccess
  onCollectionCreate onCollectionCreateExecute onCollectionCreateRequest onCollectionDelete
  onCollectionDeleteExecute onCollectionDeleteRequest onCollectionUpdate
  onCollectionUpdateExecute onCollectionUpdateRequest onCollectionValidate
  onCollectionViewRequest onCollectionsImportRequest onCollectionsListRequest
  onMailerRecordAuthAlertSend onMailerRecordEmailChangeSend onMailerRecordOTPSend
  onMailerRecordPasswordResetSend onMailerRecordVerificationSend onMailerSend
  onModelAfterCreateError onModelAfterCreateSuccess onModelAfterDeleteError
  onModelAfterDeleteSuccess onModelAfterUpdateError onModelAfterUpdateSuccess onModelCreate
  onModelCreateExecute onModelDelete onModelDeleteExecute onModelUpdate onModelUpdateExecute
  onModelValidate onRealtimeConnectRequest onRealtimeMessageSend onRealtimeSubscribeRequest
  onRecordAfterCreateError onRecordAfterCreateSuccess onRecordAfterDeleteError
  onRecordAfterDeleteSuccess onRecordAfterUpdateError onRecordAfterUpdateSuccess
  onRecordAuthRefreshRequest onRecordAuthRequest onRecordAuthWithOAuth2Request
  onRecordAuthWithOTPRequest onRecordAuthWithPasswordRequest
  onRecordConfirmEmailChangeRequest onRecordConfirmPasswordResetRequest
  onRecordConfirmVerificationRequest onRecordCreate onRecordCreateExecute
  onRecordCreateRequest onRecordDelete onRecordDeleteExecute onRecordDeleteRequest
  onRecordEnrich onRecordRequestEmailChangeRequest onRecordRequestOTPRequest
  onRecordRequestPasswordResetRequest onRecordRequestVerificationRequest onRecordUpdate
  onRecordUpdateExecute onRecordUpdateRequest onRecordValidate onRecordViewRequest
  onRecordsListRequest
  `
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => [name, 'readonly']),
)

/**
 * The layers of src/ (STYLE.md): routes -> features -> shared. The entry points (main, app,
 * router, sw) may import anything; nothing imports them. Tests beside a file obey its layer.
 */
const SHARED = ['./src/lib', './src/components', './src/content', './src/styles']
const ENTRY_POINTS = ['./src/main.tsx', './src/app.tsx', './src/router.tsx', './src/sw.ts']
// Read at each run, so a new feature folder is fenced off from the others at once.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const layerZones = [
  {
    target: SHARED,
    from: ['./src/features', './src/routes', ...ENTRY_POINTS],
    message: 'Shared code never imports a feature or a route: move the code down to src/lib, or let the route pass the widget in as a prop or slot.',
  },
  {
    target: './src/features',
    from: ['./src/routes', ...ENTRY_POINTS],
    message: 'A feature never imports a route or an entry point.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/lib or src/components, or let the route compose them.',
  })),
]

export default defineConfig(
  globalIgnores([
    'node_modules',
    'pb_public',
    'pb_data',
    '.pocketbase',
    'dist',
    'dev-dist',
    'test-results',
    'playwright-report',
    'bench-results',
    'src/routeTree.gen.ts',
  ]),
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router signals redirects and not-found by throwing plain objects.
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // An import the resolver cannot find is not checked, so it must know TypeScript's extensions.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // Route definitions load with the first page: their search checks use src/lib/search-params.
    files: ['src/routes/**/*.tsx'],
    ignores: ['src/routes/**/-components/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'valibot', message: 'Read search parameters with src/lib/search-params.' }] }],
    },
  },
  {
    // Tests read untyped JSON from HTTP APIs and import the untyped scripts/*.mjs helpers.
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**/*.mjs', 'e2e/**/*.ts', 'tests/integration/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Functions that Playwright runs inside the page.
    files: ['scripts/prerender/snapshot.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...globals.es2021, ...pocketbaseGlobals, console: 'readonly' },
    },
  },
)
