// What the roles plugin writes for the service pages at build time (src/plugins/roles/index.ts).
declare module '@generated/ready-roles/default/service-pages.json' {
  import type {ServicePageData} from '@site/src/lib/rolePage';

  const data: Record<'freelancing' | 'payroll' | 'headhunting', ServicePageData>;
  export default data;
}
