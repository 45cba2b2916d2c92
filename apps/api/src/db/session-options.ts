/**
 * Settings every connection of the portal starts with (docs/decisions/0165). JIT off: the portal's
 * statements take milliseconds, and any whose estimated cost passes jit_above_cost (a notification's
 * routing over a 5,000-user network, a report) spent a second or more compiling before it ran. A
 * DATABASE_URL with its own `options` replaces these.
 */
export const SESSION_OPTIONS = '-c jit=off';
