export declare function requiredMatch(html: string, pattern: RegExp, where: string): RegExpExecArray
export declare function requiredMatches(html: string, pattern: RegExp, where: string): RegExpExecArray[]
export declare function requiredReplace(
  html: string,
  pattern: RegExp | string,
  replacer: (match: string, ...groups: string[]) => string,
  where: string,
): string
