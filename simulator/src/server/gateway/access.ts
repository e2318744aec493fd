// Access contexts (docs/product.md §6/§7): which client sent the request, told by its PHONE-PLATFORM
// header, and the identification headers each context must carry.
import type { IncomingHttpHeaders } from 'node:http';
import type { AccessContext } from '@merchant-h5/sdk';
import { BadGatewayRequestError, CODES } from './errors';

export type { AccessContext };

export const PLATFORM_OF_CONTEXT = {
  hostApp: 'H5',
  miniProgram: 'WHEATE-MIN-PROGRAM-H5',
  officialAccount: 'WHEATE-PUBLIC-SERVICE',
} as const satisfies Record<AccessContext, string>;

/** Headers each context must send besides PHONE-PLATFORM (the token is checked as identity, with 401). */
export const REQUIRED_HEADERS: Record<AccessContext, readonly string[]> = {
  hostApp: ['APP-PRODUCT-TYPE', 'DEVICE-VERIFY', 'APP-VERSION'],
  miniProgram: ['APP-PRODUCT-TYPE', 'APP_VERSIONS'],
  officialAccount: ['APP-PRODUCT-TYPE'],
};

function missing(name: string): BadGatewayRequestError {
  return new BadGatewayRequestError(400, CODES.missingHeader.code, `${CODES.missingHeader.msg} ${name}`);
}

/**
 * The access context of a request, after checking its headers.
 * The mini program may override PHONE-PLATFORM from its page query, so a request with another
 * platform value that carries the mini program's APP_VERSIONS header is still the mini program.
 */
export function accessContextOf(headers: IncomingHttpHeaders): AccessContext {
  const platform = headers['phone-platform'];
  if (typeof platform !== 'string' || platform === '') throw missing('PHONE-PLATFORM');
  const context: AccessContext | undefined =
    platform === PLATFORM_OF_CONTEXT.hostApp
      ? 'hostApp'
      : platform === PLATFORM_OF_CONTEXT.officialAccount
        ? 'officialAccount'
        : platform === PLATFORM_OF_CONTEXT.miniProgram || headers['app_versions'] !== undefined
          ? 'miniProgram'
          : undefined;
  if (!context)
    throw new BadGatewayRequestError(400, CODES.missingHeader.code, `PHONE-PLATFORM 取值无效：${platform}`);
  for (const name of REQUIRED_HEADERS[context]) {
    if (headers[name.toLowerCase()] === undefined) throw missing(name);
  }
  return context;
}
