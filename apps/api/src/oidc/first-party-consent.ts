import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const Missing = z.object({
  missingOIDCScope: z.array(z.string()).optional(),
  missingOIDCClaims: z.array(z.string()).optional(),
  missingResourceScopes: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * The SPA is first-party, so consent is never asked. `loadExistingGrant` already grants the usual
 * scopes; this covers what it cannot foresee (an explicit prompt=consent, a `claims` request) by
 * granting exactly what the provider reports missing.
 */
export const grantConsent = async (provider: Provider, interaction: Interaction): Promise<InteractionResults> => {
  const missing = Missing.parse(interaction.prompt.details);
  const grant =
    (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
    new provider.Grant({ accountId: interaction.session?.accountId, clientId: String(interaction.params.client_id) });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
};
