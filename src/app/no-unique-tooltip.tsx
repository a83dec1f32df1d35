/**
 * Stands in for antd's tooltip `UniqueProvider` where its ConfigProvider
 * imports it (vite.config.ts): the provider is only rendered under
 * `<ConfigProvider tooltip={{ unique: true }}>`, which this app does not set,
 * and it would bring the popup positioning library (7 kB gzipped) into the
 * first page. Setting that option fails at once instead of doing nothing.
 */
export default function NoUniqueTooltip(): never {
  throw new Error('ConfigProvider tooltip.unique is not available: see src/app/no-unique-tooltip.tsx');
}
