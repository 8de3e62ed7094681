import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
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
