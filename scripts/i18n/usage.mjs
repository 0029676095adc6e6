// Which keys of the reference locale the code uses, which it uses but are missing, which are
// used nowhere. react-admin's resource conventions count as uses for declared resources.
const CONVENTION_LEAVES = ['name', 'forcedCaseName', 'empty', 'invite'];
const CONVENTION_BRANCHES = ['action', 'message', 'notification', 'notifications', 'page'];

export function checkUsage(reference, scan) {
  const keys = Object.keys(reference);
  const branches = new Set();
  for (const key of keys) {
    const parts = key.split('.');
    for (let depth = 1; depth < parts.length; depth += 1) branches.add(parts.slice(0, depth).join('.'));
  }
  const used = new Set();
  const markBranch = (prefix) => {
    for (const key of keys) if (key.startsWith(`${prefix}.`)) used.add(key);
  };
  const missing = new Map();
  const need = (key, where) => {
    if (key in reference) used.add(key);
    else if (branches.has(key)) markBranch(key);
    else if (!missing.has(key)) missing.set(key, where);
  };

  for (const ref of scan.refs) need(ref.key, ref.where);
  const deadPatterns = [];
  for (const pattern of scan.patterns) {
    const matches = keys.filter((key) => pattern.regex.test(key));
    if (matches.length === 0) deadPatterns.push(pattern);
    for (const key of matches) used.add(key);
  }

  // Templates like `resources.${resource.name}.title`: that key of every declared resource.
  const declared = [...new Set(Object.values(scan.groups).flatMap((group) => [...group.names]))];
  for (const { rest } of scan.perResource) {
    for (const name of declared) {
      const regex = new RegExp(`^resources\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}$`);
      for (const key of keys) if (regex.test(key)) used.add(key);
    }
  }

  let resources = 0;
  for (const [group, { names, sources }] of Object.entries(scan.groups)) {
    for (const name of names) {
      resources += 1;
      need(`resources.${name}.name`, `${group} (resource "${name}")`);
      for (const leaf of CONVENTION_LEAVES)
        if (`resources.${name}.${leaf}` in reference) used.add(`resources.${name}.${leaf}`);
      for (const branch of CONVENTION_BRANCHES) markBranch(`resources.${name}.${branch}`);
    }
    if (names.size === 0) continue;
    // A folder may declare several resources: a source needs its label under one of them.
    for (const source of sources) {
      const candidates = [...names].map((name) => `resources.${name}.fields.${source}`);
      const present = candidates.filter((key) => key in reference);
      if (present.length === 0) need(candidates[0], `${group} (field "${source}")`);
      for (const key of present) used.add(key);
    }
  }

  return {
    resources,
    missing: [...missing].map(([key, where]) => ({ key, where })),
    deadPatterns,
    unused: keys.filter((key) => !key.startsWith('ra.') && !used.has(key)),
  };
}
