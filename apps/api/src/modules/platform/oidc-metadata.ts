import type { FastifyInstance } from 'fastify';
import { OidcMetadata } from '@portal/domain/api/platform';
import type { Config } from '../../config';

/** An external provider slower than this leaves the browser to read its discovery document itself. */
const DISCOVERY_TIMEOUT_MS = 2_000;

const discoveryPath = '/.well-known/openid-configuration';

/**
 * The provider's endpoints for the configuration call, read from its discovery document once: a
 * browser given them redirects to sign-in without a round trip of its own for that document. The
 * built-in provider answers inside this process; a failure is not kept, so the next call tries again.
 */
export const createOidcMetadataSource = (app: FastifyInstance, config: Config) => {
  let known: Promise<OidcMetadata> | undefined;

  const read = async (): Promise<unknown> => {
    if (config.embeddedProvider) {
      // The provider writes its endpoints for the host and protocol it is asked on: those of PUBLIC_URL.
      const issuer = new URL(config.issuer);
      const answer = await app.inject({
        method: 'GET',
        url: `${issuer.pathname}${discoveryPath}`,
        headers: { host: issuer.host, 'x-forwarded-proto': issuer.protocol.replace(':', '') },
      });
      if (answer.statusCode !== 200) throw new Error(`The built-in provider's discovery answered ${answer.statusCode}`);
      return answer.json();
    }
    const answer = await fetch(`${config.issuer.replace(/\/$/, '')}${discoveryPath}`, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`OpenID discovery answered ${answer.status}`);
    return answer.json();
  };

  return async (): Promise<OidcMetadata | null> => {
    known ??= read().then((document) => OidcMetadata.parse(document));
    try {
      return await known;
    } catch (error) {
      known = undefined;
      app.log.warn({ err: error }, 'The provider metadata could not be read; browsers will read its discovery document');
      return null;
    }
  };
};
