/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_HOST_MOCK?: string;
  readonly VITE_GATEWAY_HOST_TEST?: string;
  readonly VITE_GATEWAY_HOST_ALPHA?: string;
  readonly VITE_GATEWAY_HOST_PRODUCTION?: string;
  readonly VITE_ENV_HOSTS_MOCK?: string;
  readonly VITE_ENV_HOSTS_TEST?: string;
  readonly VITE_ENV_HOSTS_ALPHA?: string;
}
