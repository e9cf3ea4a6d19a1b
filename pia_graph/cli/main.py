"""The `pia` command: operators start Neo4j, init the schema and ontology, evaluate, benchmark, demo."""

from __future__ import annotations

import typer

from pia_graph.cli import (
    analyst_cmd,
    bench_all,
    bench_api_cmd,
    bench_recall,
    curator_cmd,
    demo_cmd,
    eval_cmd,
    flat_baseline,
    import_cmd,
    recall_cmd,
    serve_cmd,
)
from pia_graph.cli.bench_cmd import bench_app
from pia_graph.cli.causal_cmd import causal_app
from pia_graph.cli.console import setup_logging
from pia_graph.cli.db_cmd import db_app
from pia_graph.cli.embed_cmd import embed_app
from pia_graph.cli.hu2_cmd import hu2_app
from pia_graph.cli.keys_cmd import keys_app
from pia_graph.cli.neo4j_cmd import neo4j_app
from pia_graph.cli.ontology_cmd import ontology_app

app = typer.Typer(help="PIA graph: a health memory on Neo4j.", no_args_is_help=True, add_completion=False)
app.add_typer(neo4j_app, name="neo4j")
app.add_typer(db_app, name="db")
bench_app.command(name="recall")(bench_recall.recall)
bench_app.command(name="all")(bench_all.all_figures)
bench_app.command(name="flat")(flat_baseline.flat_cmd)
app.add_typer(bench_app, name="bench")
app.add_typer(ontology_app, name="ontology")
app.add_typer(causal_app, name="causal")
app.add_typer(hu2_app, name="hu2")
app.add_typer(embed_app, name="embed")
app.add_typer(keys_app, name="keys")
demo_cmd.register(app)
eval_cmd.register(app)
serve_cmd.register(app)
bench_api_cmd.register(bench_app)
analyst_cmd.register(app)
recall_cmd.register(app)
curator_cmd.register(ontology_app)
app.command(name="import")(import_cmd.import_file)


@app.callback()
def main(verbose: bool = typer.Option(False, "--verbose", "-v", help="Debug logging.")) -> None:
    setup_logging(verbose)


if __name__ == "__main__":
    app()
