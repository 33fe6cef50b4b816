// The version of the name rules (prepareName's tokens and prefilter keys) that a stored list name
// was prepared with (sanctions_names.rules_version). A change to what prepareName gives for a
// name bumps it; at start-up the names prepared by older rules are prepared again
// (features/screening/server/refresh-names.ts), so nobody has to import the lists again.
// tests/unit/names/rules-version.test.ts pins prepareName's output for this version: it fails when
// the output changes and the version does not.

export const NAME_RULES_VERSION = 7;
