export declare function withoutEmptyLayers(css: string): string
