/** '1 archived file', '4 archived files': a count with its noun in the number the count needs. */
export const countLabel = (count: number, singular: string, plural = `${singular}s`): string => `${count} ${count === 1 ? singular : plural}`;
