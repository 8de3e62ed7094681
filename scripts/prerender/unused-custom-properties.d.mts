export declare function withoutUnusedCustomProperties(css: string, page: string): string
