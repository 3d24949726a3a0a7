/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_ENDPOINT?: string;
  readonly VITE_NEWSLETTER_ENDPOINT?: string;
  readonly VITE_ADMIN_PASSWORD_HASH?: string;
}

declare module "virtual:site-pages" {
  const pages: string[];
  export default pages;
}
