/**
 * Compile hints of the bundles every page runs in full at start-up
 * (docs/decisions.md#d57-the-start-up-bundles-are-compiled-off-the-main-thread).
 *
 * V8 compiles a function when it is first called, on the main thread, unless the script asks for
 * more: Chromium 136 and later read `//# allFunctionsCalledOnLoad` on a script's first line and
 * then compile all of its functions at once, while the script streams in, on a background thread.
 * Other browsers read it as a comment. The hint fits the bundles whose code nearly all runs before
 * the page is interactive: React DOM (`framework`) and Gatsby's runtime with the site's (`app`).
 */
import webpack, { type Compiler } from "webpack";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunks that get the hint: Gatsby's names for React DOM's bundle and its own entry. */
export const HINTED_CHUNKS: readonly string[] = ["framework", "app"];

const NAME = "CompileHintsPlugin";

/** Puts the hint on the first line of the named chunks' scripts, after minification and before the source maps. */
export class CompileHintsPlugin {
  constructor(private readonly chunkNames: readonly string[] = HINTED_CHUNKS) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !this.chunkNames.includes(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
