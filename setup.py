"""Ships the top-level `cypher/` and `ontology/` folders inside the wheel as package data of
`pia_graph.resources` (pyproject.toml holds everything else)."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["pia_graph*"]), "pia_graph.resources.cypher", "pia_graph.resources.ontology"],
    package_dir={"pia_graph.resources.cypher": "cypher", "pia_graph.resources.ontology": "ontology"},
    package_data={
        "pia_graph": ["py.typed"],
        "pia_graph.ontology": ["templates/*.cypher"],
        "pia_graph.resources.cypher": ["constraints/*.cypher", "queries/*.cypher"],
        "pia_graph.resources.ontology": ["*.cypher", "*.tsv", "read/*.tsv", "read/*.json", "VERSION", "README.md"],
    },
)
