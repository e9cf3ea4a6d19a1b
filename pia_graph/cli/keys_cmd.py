"""`pia keys create|revoke|list --tenant T`: the API keys of a tenant (stored hashed; shown once)."""

from __future__ import annotations

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.errors import InvalidInputError
from pia_graph.tenants import create_key, list_keys, revoke_keys

keys_app = typer.Typer(help="API keys of the HTTP API's tenants.", no_args_is_help=True)

_TENANT = typer.Option(..., "--tenant", help="Tenant id: lower-case letters, digits, _ and -.")


@keys_app.command()
def create(tenant: str = _TENANT) -> None:
    """Create a key for the tenant (the tenant too, if new) and print it once: only its hash is stored."""
    settings = get_settings()
    with cli_errors(InvalidInputError, ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        made = create_key(driver, settings.neo4j_database, tenant)
    console.print(f"key {made.key_id} for tenant {made.tenant_id} (shown once, keep it):", highlight=False)
    typer.echo(made.key)


@keys_app.command()
def revoke(
    tenant: str = _TENANT,
    key_id: str = typer.Option("", "--key-id", help="Revoke only this key (default: every key of the tenant)."),
) -> None:
    """Revoke the tenant's keys, or one of them; requests with a revoked key get 401 at once."""
    settings = get_settings()
    with cli_errors(InvalidInputError, ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        revoked = revoke_keys(driver, settings.neo4j_database, tenant, key_id)
    console.print(f"revoked {len(revoked)} key(s) of tenant {tenant}: {', '.join(revoked) or '-'}")
    if key_id and not revoked:
        raise typer.Exit(1)


@keys_app.command("list")
def list_(tenant: str = _TENANT) -> None:
    """The tenant's keys (ids and dates, never the keys)."""
    settings = get_settings()
    with cli_errors(InvalidInputError, ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        rows = list_keys(driver, settings.neo4j_database, tenant)
    table = Table("key id", "created", "revoked")
    for row in rows:
        table.add_row(row["key_id"], row["created_at"], row["revoked_at"] or "")
    console.print(table)
