"""Package data of an installed wheel: the top-level `cypher/` and `ontology/` folders of the checkout are
shipped here (as `pia_graph.resources.cypher` and `pia_graph.resources.ontology`, see setup.py) and found
through importlib.resources. In a checkout these subfolders do not exist; `pia_graph.paths` then uses the
checkout's own folders."""
